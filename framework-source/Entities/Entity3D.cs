using DiceRolling.Id;
using Godot;

/// <summary>
/// Entidades de cena: os nós que carregam um recurso identificável e avisam, pelo sinal <c>EntityUpdated</c>, quando
/// ele muda. Reúne as bases abstratas (<see cref="Entity2D"/>, <see cref="Entity3D"/>, <see cref="EntityControl"/>) e
/// as entidades do personagem (<see cref="CharacterEntity"/>), da grade (<see cref="GridEntity"/>), da célula
/// (<see cref="GridCellEntity"/>) e do painel de inspeção (<see cref="CharacterInspectorEntity"/>).
/// </summary>
namespace DiceRolling.Entities;

/// <summary>
/// Base abstrata de entidade 3D que carrega um recurso identificável (<see cref="IdentifiableResource"/>) e avisa,
/// pelo sinal <c>EntityUpdated</c>, quando esse recurso muda.
/// </summary>
/// <remarks>
/// <para>
/// O framework separa dados de apresentação: os dados de jogo são recursos (<see cref="IdentifiableResource"/>,
/// como <see cref="DiceRolling.Characters.CharacterType"/> ou <see cref="DiceRolling.Grids.GridType"/>) e as
/// entidades são os nós de cena que os carregam em <see cref="Data"/>. Componentes filhos (por exemplo, os de
/// <c>DiceRolling.Components</c>) localizam a entidade ancestral, leem o recurso com <see cref="GetData{T}"/> e
/// se conectam ao sinal <c>EntityUpdated</c> para se atualizar.
/// </para>
/// <para>
/// As subclasses expõem uma propriedade tipada e exportada que encapsula <see cref="Data"/> e chamam
/// <see cref="NotifyUpdate"/> quando o valor muda.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// var entity = GetParent&lt;Entity3D&gt;();
/// entity.EntityUpdated += () =&gt; Refresh(entity.GetData&lt;CharacterType&gt;());
/// </code>
/// </example>
/// <seealso cref="Entity2D"/>
/// <seealso cref="EntityControl"/>
[Tool]
[GlobalClass]
[Icon("entity-3d")]
public abstract partial class Entity3D : Node3D
{
    /// <summary>
    /// Sinal emitido quando o recurso da entidade (<see cref="Data"/>) muda ou pede atualização
    /// (evento C# <c>EntityUpdated</c>).
    /// </summary>
    [Signal]
    public delegate void EntityUpdatedEventHandler();

    /// <summary>Recurso identificável carregado pela entidade.</summary>
    public IdentifiableResource? Data { get; set; }

    /// <summary>Emite o sinal <c>EntityUpdated</c> para que os componentes dependentes se atualizem.</summary>
    protected void NotifyUpdate() => throw null;

    /// <summary>Devolve <see cref="Data"/> convertido para o tipo de recurso pedido.</summary>
    /// <typeparam name="T">Tipo de recurso esperado, derivado de <see cref="IdentifiableResource"/>.</typeparam>
    /// <returns>O recurso como <typeparamref name="T"/>, ou <see langword="null"/> se não houver recurso ou ele for de outro tipo.</returns>
    public T? GetData<T>() where T : IdentifiableResource => throw null;
}
