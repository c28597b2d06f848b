using DiceRolling.Characters;
using Godot;

namespace DiceRolling.Components;

/// <summary>
/// Componente 3D que instancia e reproduz o modelo animado do personagem da entidade-pai, conforme o estado de
/// animação, com opção de "billboard" (sempre voltado para a câmera).
/// </summary>
/// <remarks>
/// <para>
/// Deve ser filho de uma <see cref="DiceRolling.Entities.CharacterEntity"/>: ao entrar na árvore lê o personagem da
/// entidade e usa as cenas de <see cref="CharacterType.CharacterAnimations"/> para montar o modelo. A animação corrente
/// muda com <see cref="SetAnimationState"/> (parado, ataque, atingido, morte), por exemplo quando o personagem age ou
/// é atingido durante a resolução dos turnos.
/// </para>
/// <para>Por ser <c>[Tool]</c>, também mostra o modelo no editor.</para>
/// </remarks>
/// <example>
/// <code>
/// var modelo = entidade.GetNode&lt;AnimatedModel3DComponent&gt;("AnimatedModel3DComponent");
/// modelo.SetAnimationState(CharacterAnimationState.Attack);
/// </code>
/// </example>
/// <seealso cref="AnimatedSprite3DComponent"/>
[Tool]
[GlobalClass]
[Icon("component-3d")]
public partial class AnimatedModel3DComponent : Node3D
{
    /// <summary>
    /// Nome da animação atual, editável no inspetor; o texto é convertido para um <see cref="CharacterAnimationState"/>.
    /// </summary>
    [Export]
    public string CurrentAnimationName { get => throw null; set => throw null; }

    /// <summary>Se <c>true</c>, o modelo gira a cada quadro para ficar voltado para a câmera.</summary>
    [Export]
    public bool BillboardEnabled { get; set; }

    /// <summary>Localiza a entidade de personagem ancestral e instancia o modelo animado.</summary>
    public override void _Ready() => throw null;

    /// <summary>Desconecta sinais e libera o modelo instanciado ao sair da árvore.</summary>
    public override void _ExitTree() => throw null;

    /// <summary>Atualiza a orientação do modelo quando <see cref="BillboardEnabled"/> está ativo.</summary>
    /// <param name="delta">Tempo, em segundos, desde o quadro anterior.</param>
    public override void _Process(double delta) => throw null;

    /// <summary>Troca a animação reproduzida pelo modelo.</summary>
    /// <param name="newState">Novo estado de animação.</param>
    public void SetAnimationState(CharacterAnimationState newState) => throw null;
}
