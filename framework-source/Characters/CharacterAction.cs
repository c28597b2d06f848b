using DiceRolling.Actions;
using DiceRolling.Roles;
using Godot;

namespace DiceRolling.Characters;

/// <summary>
/// Recurso que liga um personagem a um <see cref="ActionType"/> e resolve os efeitos dessa ação num contexto.
/// </summary>
/// <remarks>
/// Cada <see cref="CharacterType"/> guarda suas ações em <see cref="CharacterType.Actions"/>. Elas normalmente são
/// criadas a partir das <see cref="RoleAction"/> do papel do personagem por <see cref="CharacterType.InitializeActions"/>,
/// e podem ser acrescentadas ou removidas depois (por exemplo, habilidades ganhas ao subir de nível).
/// </remarks>
/// <example>
/// <code>
/// var acao = new CharacterAction(papel.RoleActions[0]);
/// personagem.AddAction(acao);
/// acao.Resolve(new ActionContext(personagem, alvo));
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class CharacterAction : Resource
{
    /// <summary>Cria uma ação de personagem vazia; usado pelo Godot ao criar ou carregar o recurso.</summary>
    public CharacterAction() => throw null;

    /// <summary>Cria a ação de personagem a partir da ação definida no papel.</summary>
    /// <param name="roleAction">Ação do papel cujo <see cref="RoleAction.Type"/> será copiado para <see cref="Type"/>.</param>
    public CharacterAction(RoleAction roleAction) => throw null;

    /// <summary>Tipo de ação que o personagem pode executar.</summary>
    [Export]
    public ActionType? Type { get; set; }

    /// <summary>Resolve a ação no contexto informado, aplicando os efeitos de <see cref="Type"/> ao alvo.</summary>
    /// <param name="context">Quem age e quem recebe a ação.</param>
    public void Resolve(IActionContext context) => throw null;
}
