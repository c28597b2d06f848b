using DiceRolling.Characters;
using Godot;

namespace DiceRolling.Components.CharacterInspector;

/// <summary>
/// Botão que representa uma ação do personagem inspecionado; ao ser pressionado anuncia o tabuleiro de alvos da ação
/// pelo <see cref="DiceRolling.Events.EventBus"/>.
/// </summary>
/// <remarks>
/// Instanciado por <see cref="CharacterActionListComponent"/>, um por ação do personagem. Ao ser pressionado chama
/// <see cref="DiceRolling.Events.EventBus.EmitActionSelected"/> com o
/// <see cref="DiceRolling.Actions.ActionType.TargetBoard"/> da ação, para que a cena destaque as células de uso e de
/// alvo. Fica desabilitado se a ação não tiver tabuleiro de alvos.
/// </remarks>
[Tool]
[GlobalClass]
[Icon("component-ui")]
public partial class CharacterActionButtonComponent : Button
{
    /// <summary>Ação representada pelo botão; define o ícone e o texto exibidos.</summary>
    public CharacterAction? ActionData { get; set; }

    /// <summary>Configura o botão com os dados de <see cref="ActionData"/> e conecta o sinal de clique.</summary>
    public override void _Ready() => throw null;
}
